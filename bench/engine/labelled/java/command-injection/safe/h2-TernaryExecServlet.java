import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class TernaryExecServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getHeader("X-Host");
        if (param == null) param = "";
        int num = 86;
        String bar = (7 * 42) - num > 200 ? "localhost" : param;
        ProcessBuilder pb = new ProcessBuilder("sh", "-c", "ping -c 1 " + bar);
        Process p = pb.start();
        response.getWriter().println(p.isAlive());
    }
}
