import java.io.IOException;
import java.security.SecureRandom;
import java.util.HexFormat;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ResetTokenServlet extends HttpServlet {
    private static final SecureRandom RNG = new SecureRandom();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        byte[] bytes = new byte[32];
        RNG.nextBytes(bytes);
        req.getSession().setAttribute("resetToken", HexFormat.of().formatHex(bytes));
        resp.setStatus(202);
    }
}
