import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { grantEndpoints } from '@shared/api/grantEndpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../api/callEndpoint';
import { useCrudForm } from '../../crud/formContext';
import { MemberPicker } from '../../crud/fields';
import { useLooseT } from '../../crud/looseT';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxHeight: '40vh', overflowY: 'auto' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  name: { flexGrow: 1 },
});

/**
 * 角色成员: the members holding the role (role/users), each removable at once (user/revoke, refused
 * with the server's reason when it would leave no administrator); the picker adds one (user/grant).
 */
export function RoleMembersFields() {
  const lt = useLooseT();
  const styles = useStyles();
  const localise = useLocaliseMessage();
  const queryClient = useQueryClient();
  const roleId = (useCrudForm().record as { id: string }).id;
  const members = useQuery({ queryKey: ['roles', 'members', roleId], queryFn: () => callEndpoint(grantEndpoints.roleUsers, { roleId }), staleTime: 0 });
  const revoke = useMutation({
    mutationFn: (userId: string) => callEndpoint(grantEndpoints.userRevoke, { roleId, userIds: [userId] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['roles'] }),
  });
  return (
    <>
      {revoke.error && (
        <MessageBar intent="error" data-testid="role-member-refusal">
          <MessageBarBody>{localise(revoke.error.message)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.list} data-testid="role-members">
        {(members.data ?? []).map((m) => (
          <div key={m.userId} className={styles.row} data-testid="role-member">
            <span className={styles.name}>
              {m.realName} {m.phone} {m.deptName}
            </span>
            <Button size="small" disabled={revoke.isPending} onClick={() => revoke.mutate(m.userId)} data-testid="role-member-remove">
              {lt('resources.roles.removeMember')}
            </Button>
          </div>
        ))}
      </div>
      <MemberPicker name="userId" required />
    </>
  );
}
