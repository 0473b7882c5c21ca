/**
 * The dashboard shell's islands, exported from one module so that a dashboard page hydrates them all from one
 * script: imported one by one, each island was an entry of its own, one more request (a 50-byte file that
 * re-exports the dashboard chunk) for every island on every first visit.
 */
export { default as SearchPalette } from './SearchPalette.tsx';
export { default as NotificationsMenu } from './NotificationsMenu.tsx';
export { default as ProfileMenu } from './ProfileMenu.tsx';
export { default as Customizer } from './Customizer.tsx';
export { default as Toaster } from './Toaster.tsx';
export { default as BackendNotice } from '../../islands/shared/BackendNotice.tsx';
