import java.security.MessageDigest;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/crypto-switch-char-md5")
public class CryptoSwitchCharMd5 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String pw = request.getParameter("pw");
            if (pw == null) pw = "";
            String alg;
            switch ('m') {
                case 's':
                    alg = "SHA-512";
                    break;
                case 'm':
                    alg = "MD5";
                    break;
                default:
                    alg = "SHA-256";
            }
            MessageDigest md = MessageDigest.getInstance(alg);
            md.update(pw.getBytes("UTF-8"));
            response.getWriter().println(java.util.HexFormat.of().formatHex(md.digest()));
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
