import java.security.MessageDigest;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/crypto-switch-char-sha384")
public class CryptoSwitchCharSha384 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String alg;
            char level = 'h';
            switch (level) {
                case 'l':
                    alg = "SHA1";
                    break;
                case 'h':
                    alg = "SHA-384";
                    break;
                default:
                    alg = "MD5";
            }
            MessageDigest md = MessageDigest.getInstance(alg);
            response.getWriter().println(md.digest("x".getBytes("UTF-8")).length);
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
