// Deleting an account is done by the API with administrator rights (the database rules let nobody delete
// records from the browser): it removes the learner's records and their sign-in account, then we sign out.
import { apiClient } from '../../../lib/api-client.ts';

export const deleteAccount = () => apiClient.deleteAccount();
