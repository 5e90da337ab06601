using System;
using System.Net;

namespace Acme.Sync
{
    public class SyncClient
    {
        public void Configure(HttpClient client)
        {
            var secret = await secretClient.GetSecretAsync("db-password");
            request.Headers.Authorization = new AuthenticationHeaderValue("Bearer", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.RPTEbVfL3wm20qJXqW16uDQrrjndiTBBMMfBpjC20A7nA47d6oCTDX2Tv8Sx.WWttMVwRDqzXJ4e21mDz49kMMYpjCJcLwS9pltOvbhn");
        }
    }
}
