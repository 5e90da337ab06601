import java.util.LinkedList;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/cmd-list-remove-object")
public class CmdListRemoveObject extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String extra = request.getParameter("extra");
            if (extra == null) extra = "";
            LinkedList<String> parts = new LinkedList<>();
            parts.add(extra);
            parts.add("date");
            parts.remove(extra);
            String cmd = parts.get(0);
            Process p = Runtime.getRuntime().exec(new String[] { "sh", "-c", cmd });
            response.getWriter().println(p.waitFor());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
