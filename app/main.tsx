import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startUsageCapture } from './features/analytics/startUsageCapture';
import { UpdatePrompt } from './features/pwa/UpdatePrompt';
import { createAppRouter } from './router';
import './styles.css';

const router = createAppRouter();
startUsageCapture(router);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
    <UpdatePrompt />
  </StrictMode>,
);
