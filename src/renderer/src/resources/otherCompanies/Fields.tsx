import { OTHER_COMPANY_LIMITS } from '@shared/domain/otherCompany';
import { RegionField, TextField } from '../../crud/fields';

/** The other-company form: only the name is required; the rest is checked when given (spec 3 §3, §5). */
export function OtherCompanyFields() {
  return (
    <>
      <TextField name="orgName" required max={OTHER_COMPANY_LIMITS.orgName} />
      <TextField name="orgLegal" max={OTHER_COMPANY_LIMITS.orgLegal} />
      <TextField name="regNo" max={18} />
      <RegionField name="provinceCodes" wide />
      <TextField name="orgAddress" max={OTHER_COMPANY_LIMITS.orgAddress} wide />
      <TextField name="invoiceEmail" max={OTHER_COMPANY_LIMITS.invoiceEmail} />
      <TextField name="invoicePhone" max={11} />
      <TextField name="remark" multiline max={OTHER_COMPANY_LIMITS.remark} wide />
    </>
  );
}
