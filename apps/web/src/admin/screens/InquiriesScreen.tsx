// Being written (issue 5); replaced by the real screen.
export function InquiriesScreen() {
  return null;
}
