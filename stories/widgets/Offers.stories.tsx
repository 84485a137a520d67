import { Modal, VisuallyHidden } from '@mantine/core';
import type { Meta, StoryContext } from '@storybook/react-vite';
import { $affiliates, $affiliatesStatus, OfferDetails } from '@/entities/affiliate';
import type { SessionUser } from '@/entities/session';
import type { Affiliate } from '@/shared/api';
import { OffersCarousel } from '@/pages/home';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { offers } from '../pages/home-fixtures';

const meta = {
  title: 'Widgets/Offers',
  component: OffersCarousel,
} satisfies Meta<typeof OffersCarousel>;
export default meta;

const member: SessionUser = { id: '6650a1b2c3', name: 'Rahima Akter', userType: 'student', token: 'story-token' };

const state = (list: Affiliate[], session: SessionUser | null = member): AppStoryParameters => ({
  session,
  effector: { values: [[$affiliates, list], [$affiliatesStatus, 'ready']] },
});

/** Two offers repeated to six slides, 3 per view, advancing every 3 s (signed in). */
export function Member() {
  return <OffersCarousel />;
}
Member.parameters = state(offers);

/** A guest: "Learn More" goes to the login page. */
export function Guest() {
  return <OffersCarousel />;
}
Guest.parameters = state(offers, null);

/** No offers: the section is hidden (this story is empty on purpose). */
export function HiddenWhenEmpty() {
  return <OffersCarousel />;
}
HiddenWhenEmpty.parameters = state([]);

/** The offer dialog, opened by "Learn More". */
export function OfferModalOpen() {
  return <OffersCarousel />;
}
OfferModalOpen.parameters = state(offers);
OfferModalOpen.play = async ({ canvas, userEvent }: StoryContext) => {
  const [learnMore] = await canvas.findAllByRole('button', { name: 'Learn More' });
  await userEvent.click(learnMore);
};

/** An offer without promo code or deadline: "No deadline specified". */
export function NoDeadline() {
  return <OffersCarousel initialOffer={offers[1]} />;
}
NoDeadline.parameters = state(offers);

/** The promo code was just clicked: "Copied!" (shown for 2 s in the app). */
export function PromoCodeCopied() {
  const offer = offers[0];
  return (
    <Modal opened onClose={() => {}} title={<VisuallyHidden>{offer.title}</VisuallyHidden>} centered size="lg">
      <OfferDetails offer={offer} copied onCopyPromoCode={() => {}} />
    </Modal>
  );
}

/** 360 px wide: one offer per view. */
export function Narrow() {
  return <OffersCarousel />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...state(offers) };
Narrow.globals = narrowScreen.globals;
