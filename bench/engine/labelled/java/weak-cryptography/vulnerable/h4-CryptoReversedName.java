import java.security.MessageDigest;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/crypto-reversed-name")
public class CryptoReversedName extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String alg = new StringBuilder("1AHS").reverse().toString();
            MessageDigest md = MessageDigest.getInstance(alg);
            byte[] d = md.digest("token".getBytes("UTF-8"));
            response.getWriter().println(d.length);
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
