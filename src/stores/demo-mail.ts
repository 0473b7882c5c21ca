// Moved to src/mocks/demo-mail.ts; this path stays until the fake backend's handlers import the new one.
export type { DemoMail } from '../mocks/demo-mail.ts';
