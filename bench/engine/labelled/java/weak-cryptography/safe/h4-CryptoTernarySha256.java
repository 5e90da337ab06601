import java.security.MessageDigest;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/crypto-ternary-sha256")
public class CryptoTernarySha256 extends HttpServlet {
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
            int strength = 10;
            String alg = (strength > 5) ? "SHA-256" : "MD5";
            MessageDigest md = MessageDigest.getInstance(alg);
            response.getWriter().println(md.digest(pw.getBytes("UTF-8")).length);
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
