/** Nouns for people a founder's tables keep: customers, guests, tenants…, in the singular. */
const PEOPLE_NOUNS =
  'customer client member guest student pupil tenant patient volunteer employee staff player contact subscriber donor user person attendee participant lead supplier vendor owner parent kid child couple teacher tutor coach athlete artist author visitor buyer seller worker driver giver sponsor backer funder payer renter borrower groomer stylist trainer instructor waiter waitress barista bartender cleaner therapist photographer';
const NOUNS = PEOPLE_NOUNS.split(' ').join('|');

/** Table names whose rows are people: "customers", "staff", "people", "children". */
export const PEOPLE_TABLE = new RegExp(`^(?:(?:${NOUNS})s?|people|children)$`);

/** A column name that holds a person: "customer", "buyer_name", "guest_email". */
export const PERSON_COLUMN = new RegExp(`(?:^|_)(?:${NOUNS})(?:_|$)`);
