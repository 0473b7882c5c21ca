import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The README and every page of docs/ that git tracks (a page still being written is not yet one), from the root. */
const pages = [
  'README.md',
  ...execFileSync('git', ['ls-files', 'docs'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((path) => path.endsWith('.md') && existsSync(join(root, path))),
];

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown page's headings (outside code blocks). */
function anchorsOf(text: string): Set<string> {
  const withoutCode = text.replace(/```[\s\S]*?```/g, '');
  return new Set([...withoutCode.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!)));
}

/** The relative links of a Markdown page: `[text](target)`, without web addresses and outside code blocks. */
function relativeLinks(text: string): string[] {
  const withoutCode = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/.test(target));
}

/** Whether `version` is in an engines range made of `^x.y.z` and `>=x.y.z` parts joined by `||`. */
function inRange(version: string, range: string): boolean {
  const parse = (v: string) => v.split('.').map(Number) as [number, number, number];
  const compare = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
  const v = parse(version);
  return range.split('||').some((part) => {
    const match = /^\s*(\^|>=)(\d+\.\d+\.\d+)\s*$/.exec(part);
    if (!match) throw new Error(`engines part not understood: "${part}"`);
    const floor = parse(match[2]!);
    return compare(v, floor) >= 0 && (match[1] === '>=' || v[0] === floor[0]);
  });
}

describe('the README', () => {
  const readme = read('README.md');

  it('is a guide of at most 350 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(350);
  });

  it("says the Node range of package.json's engines", () => {
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(readme).toContain(`\`${engines}\``);
  });

  it('links every page of docs/', () => {
    const linked = new Set(relativeLinks(readme).map((target) => target.split('#')[0]));
    for (const page of pages.filter((p) => p !== 'README.md')) expect(linked.has(page), page).toBe(true);
  });
});

describe('the links of the README and docs/', () => {
  it('name files that exist, and headings that exist in them', () => {
    for (const page of pages) {
      for (const target of relativeLinks(read(page))) {
        const [file, anchor] = target.split('#');
        const path = file ? relative(root, join(root, dirname(page), file)) : page;
        expect(existsSync(join(root, path)), `${page}: ${target}`).toBe(true);
        if (anchor) expect(anchorsOf(read(path)).has(anchor), `${page}: ${target}`).toBe(true);
      }
    }
  });

  it('fail on a missing heading', () => {
    expect(anchorOf('Deploy the site')).toBe('deploy-the-site');
    expect(anchorOf('How to …')).toBe('how-to-');
    expect(anchorsOf('# Title\n\n```\n# not a heading\n```\n').has('not-a-heading')).toBe(false);
  });
});

describe("the benchmark's figures", () => {
  it('have in docs/benchmark.md the markers bench/run.mjs writes between', () => {
    const names = [...read('bench/run.mjs').matchAll(/writeFigures\(\s*'([a-z-]+)'/g)].map((match) => match[1]!);
    expect(names.length).toBeGreaterThanOrEqual(5);
    const page = read('docs/benchmark.md');
    for (const name of names) {
      expect(page, name).toContain(`<!-- ${name}:start -->`);
      expect(page, name).toContain(`<!-- ${name}:end -->`);
    }
  });
});

describe("CI's Node check", () => {
  // .ci/run installs Node 24 when the machine's fails this expression.
  const expression = /node_ok=\$\(node -p '([^']+)'/.exec(read('.ci/run'))?.[1];
  const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;

  it("accepts exactly the Node versions of package.json's engines", () => {
    expect(expression).toBeDefined();
    for (const version of ['20.19.0', '22.12.0', '22.17.1', '22.18.0', '22.22.3', '23.5.0', '23.6.0', '24.0.0', '25.1.0']) {
      const accepted: unknown = runInNewContext(expression!, { process: { versions: { node: version } } });
      expect(accepted, version).toBe(inRange(version, engines));
    }
  });

  it('reads ranges as npm does', () => {
    expect(inRange('22.18.0', '^22.18.0')).toBe(true);
    expect(inRange('23.0.0', '^22.18.0')).toBe(false);
    expect(inRange('22.17.9', '^22.18.0 || >=23.6.0')).toBe(false);
    expect(() => inRange('22.0.0', '~22.1.0')).toThrow(/not understood/);
  });
});
