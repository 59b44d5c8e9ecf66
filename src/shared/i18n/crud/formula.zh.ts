/** Labels of computed fields (crud.formula). */
export const formulaZh = {
  placeholder: '自动计算',
};
