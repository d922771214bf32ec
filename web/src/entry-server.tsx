import './styles/global.css';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app.tsx';
import { appRoutes } from './app/route-table.ts';
import { HOME_SLIDE_SIZES, homeSlides } from './content/home.ts';
import { preloadAttributes } from './lib/images.ts';

export { pages } from './content/pages.ts';
export { buildHead, buildSitemap } from './app/seo.ts';
export { appRoutes };

/** The home page's LCP image (the first carousel slide), preloaded from its <head>. */
export const homeImagePreloads: string[] = homeSlides[0]
  ? [preloadAttributes(homeSlides[0].image, HOME_SLIDE_SIZES)]
  : [];

/** Renders one path to HTML, waiting for every lazy page module. */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // Never outline a large Suspense boundary behind React's inline reveal script: the CSP
    // forbids inline scripts, and without JavaScript the page would stay on its fallback.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
