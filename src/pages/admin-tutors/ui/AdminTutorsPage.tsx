import { useUnit } from 'effector-react';
import { useState } from 'react';
import { MemberAccessButton } from '@/features/deactivate-member';
import { ConfirmPremiumModal } from './ConfirmPremiumModal';
import { DeleteTutorModal } from './DeleteTutorModal';
import { PremiumSwitch } from './PremiumSwitch';
import { tutorReviewOpened } from '../model/verify-tutor';
import { VerifyTutorModal } from './VerifyTutorModal';
import type { AdminTutor } from '@/shared/api';
import { actionsColumn, NotAvailable, StatusBadge } from '@/shared/ui/list-parts';
import { ListScreen, TextLines } from '@/shared/ui/paged-list';
import { tutorsList } from '../model/admin-tutors';

/** /admin/tutors: stat cards, filters, search, the paged table, verification and the premium switch. */
export function AdminTutorsPage() {
  const review = useUnit(tutorReviewOpened);
  const [deleting, setDeleting] = useState<AdminTutor | null>(null);
  return (
    <ListScreen
      model={tutorsList}
      stats={['total', 'verified', 'pending', 'today']}
      filter={{ name: 'filter' }}
      search={{ hiddenLabel: true, type: 'text' }}
      framed
      empty={{ clear: true }}
      table={{
        columns: [
          { key: 'details', cell: (tutor) => <TextLines strong size="xs" lines={[tutor.name, tutor.email, tutor.phone]} /> },
          {
            key: 'qualifications',
            cell: ({ education: { graduation } }) => (
              <TextLines size="xs" lines={[graduation?.degree?.trim() || <NotAvailable />, graduation?.institute?.trim()]} />
            ),
          },
          { key: 'status', cell: (tutor) => <StatusBadge value={tutor.isVerified ? 'verified' : 'pending'} colors={{ verified: 'green', pending: 'yellow' }} /> },
          { key: 'premium', cell: (tutor) => <PremiumSwitch tutorId={tutor._id} name={tutor.name} isPremium={tutor.isPremium} /> },
          actionsColumn<AdminTutor>(
            (tutor) => [
              { label: 'reviewLabel', text: 'actions.review', onClick: () => review(tutor) },
              { label: 'deleteLabel', text: 'actions.delete', color: 'red', onClick: () => setDeleting(tutor) },
            ],
            { after: (tutor) => <MemberAccessButton member={tutor} /> },
          ),
        ],
      }}
      pager="pageOf"
      alwaysPaged
    >
      <VerifyTutorModal />
      <ConfirmPremiumModal />
      <DeleteTutorModal tutor={deleting} onClose={() => setDeleting(null)} />
    </ListScreen>
  );
}
