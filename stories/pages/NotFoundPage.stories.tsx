import type { Meta } from '@storybook/react-vite';
import { NotFoundPage } from '@/pages/not-found';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';
import { narrowScreen } from '../decorators';

const meta = {
  title: 'Pages/Not Found',
  component: NotFoundPage,
  parameters: { route: '/no-such-page' },
} satisfies Meta<typeof NotFoundPage>;
export default meta;

/** Any address the router does not know: "404", "Page not found" and Back to home, between the header and footer. */
export function Default() {
  return (
    <>
      <Header />
      <NotFoundPage />
      <Footer />
    </>
  );
}

/** The same on a 360 px phone. */
export function Narrow() {
  return <NotFoundPage />;
}
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;
