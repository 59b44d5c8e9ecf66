import { describe, expect, it } from 'vitest';
import { ancestorIds, buildTree, childAncestors, DEPT_MESSAGES, deptSchema, isSelfOrBelow, rebaseAncestors } from '@shared/domain/dept';
import { JOB_POST_MESSAGES, jobPostSchema } from '@shared/domain/jobPost';
import { firstMessage } from '@shared/domain/validation';

const message = (schema: typeof deptSchema | typeof jobPostSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : firstMessage(result.error);
};

describe('department ancestors', () => {
  it('writes ",0," under the root and appends the parent below it', () => {
    expect(childAncestors(null)).toBe(',0,');
    expect(childAncestors({ id: '7', ancestors: ',0,' })).toBe(',0,7,');
    expect(childAncestors({ id: '9', ancestors: ',0,7,' })).toBe(',0,7,9,');
    expect(ancestorIds(',0,7,9,')).toEqual(['7', '9']);
  });

  it('knows a department itself and everything below it, by whole ids only', () => {
    const dept = { id: '7' };
    expect(isSelfOrBelow(dept, { id: '7', ancestors: ',0,' })).toBe(true);
    expect(isSelfOrBelow(dept, { id: '9', ancestors: ',0,7,' })).toBe(true);
    expect(isSelfOrBelow(dept, { id: '11', ancestors: ',0,7,9,' })).toBe(true);
    expect(isSelfOrBelow(dept, { id: '77', ancestors: ',0,17,' })).toBe(false);
    expect(isSelfOrBelow(dept, { id: '5', ancestors: ',0,' })).toBe(false);
  });

  it('rebases a descendant when its branch moves, keeping what lies between', () => {
    // 9 moves from under 7 (",0,7,") to under 3 (",0,3,"): its prefix ",0,7,9," becomes ",0,3,9,".
    expect(rebaseAncestors(',0,7,9,11,', ',0,7,9,', ',0,3,9,')).toBe(',0,3,9,11,');
    expect(rebaseAncestors(',0,7,9,', ',0,7,9,', ',0,3,9,')).toBe(',0,3,9,');
    expect(() => rebaseAncestors(',0,8,', ',0,7,9,', ',0,3,9,')).toThrow();
  });

  it('builds trees from flat rows, orphans as roots', () => {
    const tree = buildTree([
      { id: '1', parentId: '0' },
      { id: '2', parentId: '1' },
      { id: '3', parentId: '2' },
      { id: '4', parentId: '404' },
    ]);
    expect(tree.map((n) => n.id)).toEqual(['1', '4']);
    expect(tree[0].children[0].id).toBe('2');
  });
});

describe('department and job post rules', () => {
  it('checks the department form', () => {
    expect(message(deptSchema, { parentId: '1', name: '设计所', sort: '3' })).toBeNull();
    expect(deptSchema.parse({ parentId: '1', name: ' 设计所 ', sort: '' })).toMatchObject({ name: '设计所', sort: 0, remark: '' });
    expect(message(deptSchema, { parentId: '1', name: ' ', sort: 1 })).toBe(DEPT_MESSAGES.name);
    expect(message(deptSchema, { parentId: '1', name: '部'.repeat(51), sort: 1 })).toBe('长度不能超过50个字符');
    expect(message(deptSchema, { parentId: '', name: '部', sort: 1 })).toBe(DEPT_MESSAGES.parent);
    expect(message(deptSchema, { parentId: '1', name: '部', sort: 10000 })).toBe(DEPT_MESSAGES.sort);
    expect(message(deptSchema, { parentId: '1', name: '部', sort: 1.5 })).toBe(DEPT_MESSAGES.sort);
    expect(message(deptSchema, { parentId: '1', name: '部', sort: 1, remark: '备'.repeat(201) })).toBe('长度不能超过200个字符');
  });

  it('checks the job post form', () => {
    const valid = { postName: '设计师', postCode: 'designer', category: '3', sort: 1 };
    expect(jobPostSchema.parse(valid)).toMatchObject({ category: 3 });
    expect(message(jobPostSchema, { ...valid, postName: '' })).toBe(JOB_POST_MESSAGES.postName);
    expect(message(jobPostSchema, { ...valid, postCode: '' })).toBe(JOB_POST_MESSAGES.postCode);
    expect(message(jobPostSchema, { ...valid, postCode: 'c'.repeat(65) })).toBe('长度不能超过64个字符');
    expect(message(jobPostSchema, { ...valid, category: '' })).toBe(JOB_POST_MESSAGES.category);
    expect(message(jobPostSchema, { ...valid, category: '0' })).toBe(JOB_POST_MESSAGES.category);
  });
});
