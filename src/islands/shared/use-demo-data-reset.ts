import { useEffect } from 'react';
import { onDemoDataReset } from '../../stores/demo-data.ts';

/** Runs `reload` when the demo data is reset (here or in another tab), so the screen shows the sample data again. */
export function useDemoDataReset(reload: () => void): void {
  useEffect(() => onDemoDataReset(reload), [reload]);
}
