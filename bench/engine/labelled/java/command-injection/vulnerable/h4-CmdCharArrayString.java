import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/cmd-char-array-string")
public class CmdCharArrayString extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String host = request.getParameter("host");
            if (host == null) host = "127.0.0.1";
            char[] chars = host.toCharArray();
            String copy = new String(chars, 0, chars.length);
            Process p = Runtime.getRuntime().exec("ping -c 1 " + copy);
            response.getWriter().println(p.waitFor());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
