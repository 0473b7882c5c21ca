// `npm audit --omit=dev`, failing on any high or critical advisory in what the site ships.
// Registries without the advisory endpoint (some mirrors answer 405) can't be checked: that is reported,
// and only fails the run with AUDIT_STRICT=1, so CI on such a machine still tests everything else.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// AUDIT_REPORT=file.json reads a saved `npm audit --json` report instead (to check this script's verdicts).
const result = process.env.AUDIT_REPORT
  ? { stdout: readFileSync(process.env.AUDIT_REPORT, 'utf8'), stderr: '' }
  : spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(result.stdout || '{}');
} catch {
  report = {};
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason = report.error?.summary || report.message || result.stderr.trim().split('\n').pop() || 'no answer';
  console.log(`audit: could not be checked here (${reason}).`);
  process.exit(process.env.AUDIT_STRICT === '1' ? 1 : 0);
}

const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(`audit (production dependencies): ${JSON.stringify(counts)}`);
for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
  if (v.severity === 'high' || v.severity === 'critical') console.log(`  ${v.severity}: ${name} ${v.range ?? ''}`);
}
process.exit(serious > 0 ? 1 : 0);
