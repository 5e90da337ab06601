using System.Text;
using Microsoft.IdentityModel.Tokens;

namespace Acme.Api.Services;

public class TokenService
{
    private readonly IConfiguration _config;
    public TokenService(IConfiguration config) => _config = config;

    public SymmetricSecurityKey Key() => new(Encoding.UTF8.GetBytes(_config["Jwt:Key"]!));
    public const string PasswordResetPurpose = "ResetPassword";
}
