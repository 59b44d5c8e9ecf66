import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { orgPickerEndpoints, type JobPostOption } from '@shared/api/orgPickerEndpoints';
import { deptEndpoints, jobPostEndpoints } from '@shared/api/orgStructureEndpoints';
import type { Dept, DeptIdNameMap, DeptTreeNode } from '@shared/domain/dept';
import type { JobPost } from '@shared/domain/jobPost';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const flatten = (nodes: { id: string; children?: unknown[] }[]): { id: string; name: string; children?: unknown[] }[] =>
  nodes.flatMap((n) => [n as never, ...flatten((n.children ?? []) as never)]);

describe.each(BACKENDS)('departments dept/* and job posts post/* (spec 3 §7) ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let sj: ApiClient;
  let yz: ApiClient;
  let operator: ApiClient;
  /** 林一鸣, a manager at the design institute: no department or job post buttons. */
  let multi: ApiClient;
  let db: Db;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [sj, yz, operator, multi] = await signIn(server, 'sj_admin', 'yz_admin', 'admin', 'multi');
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const tree = async (api: ApiClient) => expectOk<Page<Dept>>(await api.call(deptEndpoints.list)).records;
  const byName = async (api: ApiClient, name: string) => flatten(await tree(api)).find((d) => d.name === name) as unknown as Dept;
  const submit = (api: ApiClient, body: unknown) => api.call(deptEndpoints.submit, { json: body });
  const remove = (api: ApiClient, ids: string) => api.call(deptEndpoints.remove, { query: { ids } });

  it.skipIf(skip)('lists the demo tree with member counts under the top department, and the picker trees', async () => {
    const roots = await tree(sj);
    expect(roots).toHaveLength(1);
    const top = roots[0];
    expect(top.parentId).toBe('0');
    expect(top.memberCount).toBeGreaterThanOrEqual(2); // the administrator and 林一鸣
    expect(top.children!.map((c) => c.name)).toEqual(['综合管理部', '设计一所', '设计二所']);
    const first = top.children![1];
    expect(first.children!.map((c) => c.name)).toEqual(['结构组']);
    expect(first.children![0].ancestors).toBe(`,0,${top.id},${first.id},`);

    const lazyTop = expectOk<(Dept & { hasChildren: boolean })[]>(await sj.call(deptEndpoints.lazyList, { query: { parentId: '0' } }));
    expect(lazyTop.map((d) => [d.name, d.hasChildren])).toEqual([[top.name, true]]);
    const lazy = expectOk<DeptTreeNode[]>(await sj.call(deptEndpoints.lazyTree, { query: { parentId: first.id } }));
    expect(lazy.map((d) => [d.name, d.hasChildren])).toEqual([['结构组', false]]);

    const people = expectOk<DeptTreeNode[]>(await sj.call(deptEndpoints.tree, { query: { needUser: 'true', dis: 'dept' } }));
    expect(people[0]).toMatchObject({ kind: 'dept', disabled: true, name: top.name });
    expect(people[0].children!.filter((n) => n.kind === 'member').map((n) => n.name)).toEqual(expect.arrayContaining(['张明远', '林一鸣']));
    const contacts = expectOk<DeptTreeNode[]>(await sj.call(deptEndpoints.innerContactsTree));
    expect(flatten(contacts as never).length).toBe(flatten(people as never).length);
    const plain = expectOk<DeptTreeNode[]>(await sj.call(deptEndpoints.tree));
    expect(flatten(plain as never).every((n) => (n as unknown as DeptTreeNode).kind === 'dept' && !(n as unknown as DeptTreeNode).disabled)).toBe(true);

    const names = expectOk<DeptIdNameMap>(await sj.call(deptEndpoints.idNameMap));
    expect(names[first.id]).toBe('设计一所');
    expect(Object.keys(names)).toHaveLength(5);
    expect(expectOk<Dept>(await sj.call(deptEndpoints.detail, { query: { id: first.id } }))).toMatchObject({ name: '设计一所', parentName: top.name });
    expect((await tree(sj)).length).toBe(1);
    expect(flatten(await tree(sj)).some((d) => d.name === '结构组')).toBe(true);
    expect(flatten(expectOk<Page<Dept>>(await sj.call(deptEndpoints.list, { query: { name: '结构' } })).records).map((d) => d.name)).toEqual([top.name, '设计一所', '结构组']);
  });

  it.skipIf(skip)('adds under a department, renames, and moves a branch with its descendants’ ancestors rewritten', async () => {
    const top = (await tree(sj))[0];
    const second = await byName(sj, '设计二所');
    const added = await submit(sj, { parentId: second.id, name: '暖通组', sort: 1, remark: '' });
    expect(added.body.msg).toBe('新增成功');
    const hvac = expectOk<Dept>(added);
    expect(hvac).toMatchObject({ parentId: second.id, ancestors: `,0,${top.id},${second.id},`, memberCount: 0 });
    const leaf = expectOk<Dept>(await submit(sj, { parentId: hvac.id, name: '空调小组', sort: 1 }));

    const renamed = await submit(sj, { id: hvac.id, parentId: second.id, name: '暖通设计组', sort: 2, remark: '新组' });
    expect(renamed.body.msg).toBe('更新成功');
    expect(expectOk<Dept>(renamed)).toMatchObject({ name: '暖通设计组', remark: '新组', sort: 2 });

    const first = await byName(sj, '设计一所');
    expectOk(await submit(sj, { id: hvac.id, parentId: first.id, name: '暖通设计组', sort: 2 }));
    const moved = expectOk<Dept>(await sj.call(deptEndpoints.detail, { query: { id: leaf.id } }));
    expect(moved.ancestors).toBe(`,0,${top.id},${first.id},${hvac.id},`);

    // Not under itself nor anything below it; the top stays at the top; nothing changed by a refusal.
    expectEnvelopeFailure(await submit(sj, { id: hvac.id, parentId: hvac.id, name: 'x', sort: 1 }), 400, '上级部门不能是本部门或其下级部门');
    expectEnvelopeFailure(await submit(sj, { id: hvac.id, parentId: leaf.id, name: 'x', sort: 1 }), 400, '上级部门不能是本部门或其下级部门');
    expectEnvelopeFailure(await submit(sj, { id: first.id, parentId: leaf.id, name: '设计一所', sort: 2 }), 400, '上级部门不能是本部门或其下级部门');
    expectEnvelopeFailure(await submit(sj, { id: top.id, parentId: first.id, name: top.name, sort: 1 }), 400, '顶级部门不能移动到其他部门下');
    expect((await byName(sj, '暖通设计组')).parentId).toBe(first.id);
  });

  it.skipIf(skip)('answers each rule with its message and adds nothing', async () => {
    const top = (await tree(sj))[0];
    const count = flatten(await tree(sj)).length;
    const cases: [unknown, string][] = [
      [{ parentId: top.id, name: '', sort: 1 }, '请输入部门名称'],
      [{ parentId: top.id, name: '部'.repeat(51), sort: 1 }, '长度不能超过50个字符'],
      [{ parentId: top.id, name: '部门', sort: 1, remark: '备'.repeat(201) }, '长度不能超过200个字符'],
      [{ parentId: top.id, name: '部门', sort: -1 }, '排序须为0到9999之间的整数'],
      [{ parentId: top.id, name: '部门', sort: 'a' }, '排序须为0到9999之间的整数'],
      [{ parentId: '', name: '部门', sort: 1 }, '请选择上级部门'],
      [{ parentId: '0', name: '第二个顶级', sort: 1 }, '请选择上级部门'],
      [{ parentId: '99999', name: '部门', sort: 1 }, '上级部门不存在或已删除'],
      [{ id: '99999', parentId: top.id, name: '部门', sort: 1 }, '部门不存在或已删除'],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await submit(sj, body), 400, message);
    expect(flatten(await tree(sj)).length).toBe(count);
  });

  it.skipIf(skip)('refuses to remove the top department, one with members or sub-departments (naming it), and removes an empty one', async () => {
    const top = (await tree(sj))[0];
    const first = await byName(sj, '设计一所');
    expectEnvelopeFailure(await remove(sj, top.id), 400, '顶级部门不能删除');
    // 设计一所 has both members (the demo manager) and a sub-department: members are named first.
    expectEnvelopeFailure(await remove(sj, first.id), 400, '部门“设计一所”下还有成员，不能删除');
    const parent = expectOk<Dept>(await submit(sj, { parentId: first.id, name: '上级组', sort: 9 }));
    const child = expectOk<Dept>(await submit(sj, { parentId: parent.id, name: '下级组', sort: 9 }));
    expectEnvelopeFailure(await remove(sj, parent.id), 400, '部门“上级组”下还有子部门，不能删除');
    expectOk(await remove(sj, [child.id, parent.id].join(',')));
    const empty = expectOk<Dept>(await submit(sj, { parentId: first.id, name: '临时组', sort: 9 }));
    // A department with a member: 林一鸣's membership is moved into it for the test.
    const staffed = expectOk<Dept>(await submit(sj, { parentId: first.id, name: '有人组', sort: 9 }));
    const multiId = (await db.selectFrom('app_user').select('id').where('account', '=', 'multi').executeTakeFirstOrThrow()).id;
    await db.updateTable('post').set({ dept_id: staffed.id }).where('tenant_id', '=', '100004').where('user_id', '=', multiId).execute();
    expect((await byName(sj, '有人组')).memberCount).toBe(1);
    expectEnvelopeFailure(await remove(sj, staffed.id), 400, '部门“有人组”下还有成员，不能删除');
    // All or nothing: with a refused one in the call, the empty one stays too.
    expectEnvelopeFailure(await remove(sj, `${empty.id},${staffed.id}`), 400, '有人组');
    expect(await byName(sj, '临时组')).toBeDefined();
    const removed = await remove(sj, empty.id);
    expect(removed.body.msg).toBe('删除成功');
    expect(await byName(sj, '临时组')).toBeUndefined();
    expectEnvelopeFailure(await remove(sj, ''), 400, '请选择至少一条数据');
  });

  it.skipIf(skip)('keeps another organisation’s departments out of reach: not listed, read, changed nor removed', async () => {
    const theirs = await byName(yz, '设计一所');
    const mine = flatten(await tree(sj)).map((d) => d.id);
    expect(mine).not.toContain(theirs.id);
    expectEnvelopeFailure(await sj.call(deptEndpoints.detail, { query: { id: theirs.id } }), 400, '部门不存在或已删除');
    expectEnvelopeFailure(await submit(sj, { id: theirs.id, parentId: mine[0], name: '改名', sort: 1 }), 400, '部门不存在或已删除');
    expectEnvelopeFailure(await submit(sj, { parentId: theirs.id, name: '挂到别家', sort: 1 }), 400, '上级部门不存在或已删除');
    expectEnvelopeFailure(await remove(sj, theirs.id), 400, '部门不存在或已删除');
    expect((await byName(yz, '设计一所')).id).toBe(theirs.id);
    // tenantId of another organisation: only the operator's administrator.
    expectEnvelopeFailure(await sj.call(deptEndpoints.tree, { query: { tenantId: '100005' } }), 403, '没有权限访问该资源');
    expectEnvelopeFailure(await sj.call(deptEndpoints.idNameMap, { query: { tenantId: '100005' } }), 403, '没有权限访问该资源');
    expectEnvelopeFailure(await sj.call(orgPickerEndpoints.postSelect, { query: { tenantId: '100005' } }), 403, '没有权限访问该资源');
    const seen = expectOk<DeptTreeNode[]>(await operator.call(deptEndpoints.tree, { query: { tenantId: '100005' } }));
    expect(flatten(seen as never).map((d) => d.id)).toContain(theirs.id);
    expect(expectOk<DeptIdNameMap>(await operator.call(deptEndpoints.idNameMap, { query: { tenantId: '100005' } }))[theirs.id]).toBe('设计一所');
  });

  it.skipIf(skip)('refuses department and job post writes to a member without the buttons (403), changing nothing', async () => {
    const first = await byName(sj, '设计一所');
    expectEnvelopeFailure(await submit(multi, { parentId: first.id, name: '越权组', sort: 1 }), 403, '没有权限访问该资源');
    expectEnvelopeFailure(await submit(multi, { id: first.id, parentId: first.parentId, name: '越权', sort: 1 }), 403, '没有权限访问该资源');
    expectEnvelopeFailure(await remove(multi, (await byName(sj, '设计二所')).id), 403, '没有权限访问该资源');
    expectEnvelopeFailure(await multi.call(jobPostEndpoints.submit, { json: { postName: '越权', postCode: 'x1', category: 3 } }), 403, '没有权限访问该资源');
    expect((await byName(sj, '设计一所')).name).toBe('设计一所');
    expect(await byName(sj, '越权组')).toBeUndefined();
    // Reading stays open to every member (pickers).
    expect(expectOk<DeptTreeNode[]>(await multi.call(deptEndpoints.tree)).length).toBe(1);
  });

  const posts = async (api: ApiClient, query: Record<string, string | number> = {}) => expectOk<Page<JobPost>>(await api.call(jobPostEndpoints.page, { query: { size: -1, ...query } }));
  const submitPost = (api: ApiClient, body: unknown) => api.call(jobPostEndpoints.submit, { json: body });

  it.skipIf(skip)('job posts: demo posts, add, edit, search, select, each message, code unique in the organisation', async () => {
    expect((await posts(sj)).records.map((p) => p.postCode)).toEqual(['director', 'manager', 'designer', 'clerk']);
    const added = await submitPost(sj, { postName: '总工程师', postCode: 'chief', category: 1, sort: 5, remark: '技术负责' });
    expect(added.body.msg).toBe('新增成功');
    const chief = expectOk<JobPost>(added);
    expect(chief).toMatchObject({ postName: '总工程师', postCode: 'chief', category: 1, sort: 5, remark: '技术负责' });
    const edited = await submitPost(sj, { id: chief.id, postName: '总工', postCode: 'chief', category: 2, sort: 5 });
    expect(edited.body.msg).toBe('更新成功');
    expect(expectOk<JobPost>(await sj.call(jobPostEndpoints.detail, { query: { id: chief.id } }))).toMatchObject({ postName: '总工', category: 2 });
    expect((await posts(sj, { postName: '总工' })).records.map((p) => p.id)).toEqual([chief.id]);
    expect((await posts(sj, { category: 1 })).records.map((p) => p.postCode)).toEqual(['director']);
    expect((await posts(sj, { postCode: 'design' })).records.map((p) => p.postCode)).toEqual(['designer']);
    const options = expectOk<JobPostOption[]>(await sj.call(orgPickerEndpoints.postSelect));
    expect(options.map((o) => o.postCode)).toContain('chief');
    expect(expectOk<JobPostOption[]>(await operator.call(orgPickerEndpoints.postSelect, { query: { tenantId: '100004' } })).map((o) => o.id)).toContain(chief.id);

    const before = (await posts(sj)).total;
    const valid = { postName: '岗位', postCode: 'p1', category: 3, sort: 1 };
    const cases: [unknown, string][] = [
      [{ ...valid, postName: '' }, '请输入岗位名称'],
      [{ ...valid, postName: '岗'.repeat(51) }, '长度不能超过50个字符'],
      [{ ...valid, postCode: '' }, '请输入岗位编号'],
      [{ ...valid, postCode: 'c'.repeat(65) }, '长度不能超过64个字符'],
      [{ ...valid, category: '' }, '请选择岗位类型'],
      [{ ...valid, category: 4 }, '请选择岗位类型'],
      [{ ...valid, remark: '备'.repeat(201) }, '长度不能超过200个字符'],
      [{ ...valid, postCode: 'manager' }, '岗位编号已存在，请检查'],
      [{ ...valid, id: chief.id, postCode: 'director' }, '岗位编号已存在，请检查'],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await submitPost(sj, body), 400, message);
    expect((await posts(sj)).total).toBe(before);
    // The same code in another organisation is its own.
    expectOk(await submitPost(yz, { ...valid, postCode: 'chief' }));
  });

  it.skipIf(skip)('job posts: removal refused while a member holds one; another organisation’s are out of reach', async () => {
    const director = (await posts(sj, { postCode: 'director' })).records[0];
    expectEnvelopeFailure(await sj.call(jobPostEndpoints.remove, { query: { ids: director.id } }), 400, '岗位“负责人”已有成员任职，不能删除');
    const clerk = (await posts(sj, { postCode: 'clerk' })).records[0];
    expectEnvelopeFailure(await sj.call(jobPostEndpoints.remove, { query: { ids: `${clerk.id},${director.id}` } }), 400, '负责人');
    expect((await posts(sj, { postCode: 'clerk' })).total).toBe(1);

    const theirs = (await posts(yz, { postCode: 'clerk' })).records[0];
    expect((await posts(sj)).records.map((p) => p.id)).not.toContain(theirs.id);
    expectEnvelopeFailure(await sj.call(jobPostEndpoints.detail, { query: { id: theirs.id } }), 400, '岗位不存在或已删除');
    expectEnvelopeFailure(await submitPost(sj, { id: theirs.id, postName: '改', postCode: 'clerk2', category: 3, sort: 1 }), 400, '岗位不存在或已删除');
    expectEnvelopeFailure(await sj.call(jobPostEndpoints.remove, { query: { ids: theirs.id } }), 400, '岗位不存在或已删除');
    expect((await posts(yz, { postCode: 'clerk' })).records[0].postName).toBe('行政专员');

    const answer = await sj.call(jobPostEndpoints.remove, { query: { ids: clerk.id } });
    expect(answer.body.msg).toBe('删除成功');
    expect((await posts(sj, { postCode: 'clerk' })).total).toBe(0);
  });
});
