import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { reloadOnStaleChunks } from './lib/reload-on-stale-chunks.ts';

reloadOnStaleChunks();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);
// The first render as a transition: React yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (input stays responsive while a phone renders it).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
