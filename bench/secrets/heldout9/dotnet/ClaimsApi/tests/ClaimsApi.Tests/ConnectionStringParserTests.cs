using Xunit;

namespace ClaimsApi.Tests
{
    public class ConnectionStringParserTests
    {
        [Fact]
        public void ReadsUserAndPassword()
        {
            var parsed = ConnectionStringParser.Parse("Server=localhost;Database=Test;User Id=test_user;Password=test_password;");
            Assert.Equal("test_user", parsed.User);
            Assert.Equal("test_password", parsed.Password);
        }

        [Fact]
        public void MasksPasswordInLogs()
        {
            var masked = Redactor.Mask("smtp password=dummy-password-for-tests");
            Assert.DoesNotContain("dummy-password-for-tests", masked);
        }
    }
}
