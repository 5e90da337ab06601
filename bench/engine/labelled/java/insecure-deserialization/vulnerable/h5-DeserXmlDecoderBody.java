import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/deser-xml-decoder-body")
public class DeserXmlDecoderBody extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String bar = param;
        try (java.beans.XMLDecoder decoder = new java.beans.XMLDecoder(new java.io.BufferedInputStream(request.getInputStream()))) {
            Object o = decoder.readObject();
            response.getWriter().println(o == null ? 0 : 1);
        }
    }
}
