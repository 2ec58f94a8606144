/** The plain `{ message }` answer of the account endpoints. */
export interface MessageAnswer {
  message: string;
}
