// The app's id, as electron-builder.yml's appId gives it. Windows shows an app's notifications
// only under the AppUserModelID its Start-menu shortcut carries, which the installer writes from
// appId; the packaging test checks that the two agree.
export const APP_ID = 'dev.spyglass.app';
