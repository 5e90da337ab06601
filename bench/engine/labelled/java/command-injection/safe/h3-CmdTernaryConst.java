import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/cmd-ternary-const")
public class CmdTernaryConst extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("pattern");
        int num = 106;
        String bar = (7 * 18) + num > 200 ? "*.log" : param;
        String[] args = { "sh", "-c", "ls /var/log/" + bar };
        ProcessBuilder pb = new ProcessBuilder(args);
        Process p = pb.start();
        response.getWriter().println(p.isAlive());
    }
}
