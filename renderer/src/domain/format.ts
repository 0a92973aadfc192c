// Numbers for people live in shared/format.ts, where the privileged core (the watch's words)
// reads them too; the renderer's domain keeps its name for them.
export * from '../../../shared/format.ts';
