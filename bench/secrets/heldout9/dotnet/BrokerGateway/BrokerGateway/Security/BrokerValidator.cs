using System.IdentityModel.Selectors;
using System.ServiceModel;

namespace BrokerGateway.Security
{
    public class BrokerValidator : UserNamePasswordValidator
    {
        private readonly IBrokerDirectory _directory = BrokerDirectory.Default;

        public override void Validate(string userName, string password)
        {
            if (string.IsNullOrEmpty(userName) || string.IsNullOrEmpty(password))
                throw new FaultException("Missing credentials");
            if (!_directory.Verify(userName, password))
                throw new FaultException("Unknown broker or wrong password");
        }
    }
}
