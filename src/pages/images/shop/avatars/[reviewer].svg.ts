import type { APIRoute, GetStaticPaths } from 'astro';
import { REVIEWERS, avatarSvg, type Reviewer } from '../../../../components/shop/avatar.ts';

/** One static SVG file per reviewer of the shop's feedback section, drawn at build time. */
export const getStaticPaths = (() => REVIEWERS.map((reviewer) => ({ params: { reviewer }, props: { reviewer } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ reviewer: Reviewer }> = ({ props }) =>
  new Response(avatarSvg(props.reviewer), { headers: { 'content-type': 'image/svg+xml' } });
