import { Button, Group, Modal, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/entities/session';
import { useUserRecord } from '@/entities/user';
import { ROUTE_ACCESS, roleAllows } from '@/shared/api';
import { memberAccessFx } from '../model/member-access';

export interface MemberAccessButtonProps {
  member: { _id: string; name: string; disabled?: boolean | undefined };
}

/**
 * Deactivate (no login, signed out at once, everything kept) or Reactivate, after a confirmation. Shown only to a
 * staff member whose role the contract lets call that route (ROUTE_ACCESS, as the server decides); nothing while the
 * role is not known.
 */
export function MemberAccessButton({ member }: MemberAccessButtonProps) {
  const { change, pending } = useUnit({ change: memberAccessFx, pending: memberAccessFx.pending });
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('adminRecords');
  const deactivate = !member.disabled;
  const session = useSessionUser();
  const { user: account } = useUserRecord(session?.id);
  const route = deactivate ? 'PUT /api/admin/users/:id/deactivate' : 'PUT /api/admin/users/:id/reactivate';
  if (!account?.role || !roleAllows(ROUTE_ACCESS[route], account.role)) return null;
  const confirm = () => {
    change({ userId: member._id, deactivate }).then(
      () => setOpen(false),
      () => setOpen(false),
    );
  };
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color={deactivate ? 'orange' : 'teal'}
        onClick={() => setOpen(true)}
        aria-label={t(deactivate ? 'memberAccess.deactivateLabel' : 'memberAccess.reactivateLabel', { name: member.name })}
      >
        {deactivate ? t('memberAccess.deactivate') : t('memberAccess.reactivate')}
      </Button>
      <Modal
        opened={open}
        onClose={() => {
          if (!pending) setOpen(false);
        }}
        title={deactivate ? t('memberAccess.deactivateTitle') : t('memberAccess.reactivateTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <Text>
          {t(deactivate ? 'memberAccess.deactivateText' : 'memberAccess.reactivateText', { name: member.name })}
        </Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setOpen(false)} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button color={deactivate ? 'orange' : 'teal'} onClick={confirm} loading={pending}>
            {deactivate ? t('memberAccess.deactivate') : t('memberAccess.reactivate')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
