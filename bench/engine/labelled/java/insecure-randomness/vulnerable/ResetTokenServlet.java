import java.io.IOException;
import java.util.Random;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ResetTokenServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String token = Long.toHexString(new Random().nextLong());
        req.getSession().setAttribute("resetToken", token);
        resp.setStatus(202);
    }
}
