import java.io.File;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/path-reverse-twice")
public class PathReverseTwice extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String name = request.getHeader("X-File");
            if (name == null) name = "";
            String flipped = new StringBuilder(name).reverse().toString();
            String back = new StringBuilder(flipped).reverse().toString();
            File f = new File("/data/exports/" + back);
            if (f.delete()) {
                response.getWriter().println("removed");
            }
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
