// Types of what vite adds to modules: import.meta.env and asset imports (`./logo.svg`).
/// <reference types="vite/client" />
