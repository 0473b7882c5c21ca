// Moved to src/schemas/theme-settings.ts; this path stays until the server's account route and a fake backend test import the new one.
export { defaultSettings } from '../schemas/theme-settings.ts';
