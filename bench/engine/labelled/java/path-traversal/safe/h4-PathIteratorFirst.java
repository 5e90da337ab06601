import java.io.FileInputStream;
import java.util.Iterator;
import java.util.LinkedList;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/path-iterator-first")
public class PathIteratorFirst extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String name = request.getParameter("file");
            LinkedList<String> queue = new LinkedList<>();
            queue.add("welcome.txt");
            queue.add(name);
            Iterator<String> it = queue.iterator();
            String first = it.next();
            try (FileInputStream in = new FileInputStream("/srv/files/" + first)) {
                response.getWriter().println(in.available());
            }
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
