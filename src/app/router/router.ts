import { createElement } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { RouterSyncOutlet } from '@/shared/lib/router-sync';
import { appRoutes } from './routes';

// The root route tells the Effector scope every address, so list screens load from the route, not from effects.
export const router = createBrowserRouter([{ element: createElement(RouterSyncOutlet), children: appRoutes }]);
