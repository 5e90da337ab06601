import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class Md5PasswordServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        try {
            MessageDigest md = MessageDigest.getInstance("MD5");
            String hash = HexFormat.of().formatHex(md.digest(req.getParameter("password").getBytes()));
            req.getSession().setAttribute("pwhash", hash);
        } catch (NoSuchAlgorithmException e) {
            resp.sendError(500);
        }
    }
}
