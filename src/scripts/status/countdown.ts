/**
 * The coming-soon countdown. `data-launch-at` (an ISO date) sets a real launch; without it the
 * demo counts `data-demo-seconds` from page load. When time is up the pre-launch
 * block is hidden and the "launched" block is shown inside its live region, so it is announced.
 */
export interface Parts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days/hours/minutes/seconds left in `ms`, rounding up so "0" means the moment has come. */
export function splitDuration(ms: number): Parts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

export function launchTime(root: HTMLElement, now: number): number {
  const fixed = root.dataset.launchAt ? Date.parse(root.dataset.launchAt) : NaN;
  return Number.isNaN(fixed) ? now + Number(root.dataset.demoSeconds ?? 10) * 1000 : fixed;
}

export function initCountdown(root: HTMLElement): void {
  const prelaunch = root.querySelector<HTMLElement>('[data-prelaunch]');
  const launched = root.querySelector<HTMLElement>('[data-launched]');
  const units = root.querySelectorAll<HTMLElement>('[data-unit]');
  const format = new Intl.NumberFormat(root.dataset.locale, { minimumIntegerDigits: 2 });
  const target = launchTime(root, Date.now());

  const tick = (): boolean => {
    const left = target - Date.now();
    const parts = splitDuration(left);
    for (const el of units) el.textContent = format.format(parts[el.dataset.unit as keyof Parts]);
    if (left > 0) return false;
    const hadFocus = prelaunch?.contains(document.activeElement) ?? false;
    if (prelaunch) prelaunch.hidden = true;
    if (launched) {
      launched.hidden = false;
      if (hadFocus) launched.querySelector<HTMLElement>('h1')?.focus();
    }
    return true;
  };

  root.dataset.running = '';
  if (tick()) return;
  const timer = setInterval(() => {
    if (tick()) clearInterval(timer);
  }, 1000);
}
