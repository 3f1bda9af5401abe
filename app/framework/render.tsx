import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { cartItemCount } from '../../domain/cart/count';
import { firstFeaturedProductId } from '../../domain/catalog/sample';
import { company } from '../../domain/content/company';
import type { Services } from '../../domain/services';
import { Document } from '../document';
import { assetsIn } from './assets';
import type { Head, Toast } from './page';
import { SiteProvider, type Site } from './site';

const FLASH_COOKIE = 'flash';

/** Leaves a toast for the next page the browser shows (after a redirect). */
export function setFlash(reply: FastifyReply, toast: Toast, secure: boolean) {
  reply.setCookie(FLASH_COOKIE, Buffer.from(JSON.stringify(toast)).toString('base64url'), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 60,
  });
}

function takeFlash(request: FastifyRequest, reply: FastifyReply): Toast[] {
  const raw = request.cookies?.[FLASH_COOKIE];
  if (!raw) return [];
  reply.clearCookie(FLASH_COOKIE, { path: '/' });
  try {
    const t = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Toast;
    return typeof t.text === 'string' && ['success', 'error', 'info'].includes(t.type) ? [t] : [];
  } catch {
    return [];
  }
}

export interface RenderOptions {
  head: Head;
  bare?: boolean;
  toasts?: Toast[];
  status?: number;
  body: ReactNode;
}

/** Renders a whole page on the server and sends it. */
export async function sendPage(services: Services, request: FastifyRequest, reply: FastifyReply, opts: RenderOptions) {
  const path = request.url.split('?')[0];
  const user = request.user ?? null;
  const site: Site = {
    user: user && { username: user.username },
    cartCount: user ? await cartItemCount(services.db, user.id) : 0,
    path,
    company,
    sampleProductId: await firstFeaturedProductId(services.db),
    publicUrl: services.config.PUBLIC_URL,
    search:
      typeof (request.query as Record<string, unknown>)?.search === 'string'
        ? String((request.query as Record<string, string>).search)
        : '',
  };
  const base = services.config.PUBLIC_URL;
  const html = renderToString(
    <SiteProvider value={site}>
      <Document
        head={opts.head}
        canonical={base + (opts.head.canonicalPath ?? path)}
        ogImage={base + (opts.head.image ?? '/brand/og-image.svg')}
        siteName={company.shortName}
        assets={assetsIn(services.config.ASSETS_DIR)}
        bare={opts.bare ?? false}
        toasts={[...takeFlash(request, reply), ...(opts.toasts ?? [])]}
      >
        {opts.body}
      </Document>
    </SiteProvider>,
  );
  return reply
    .code(opts.status ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send('<!DOCTYPE html>' + html);
}
