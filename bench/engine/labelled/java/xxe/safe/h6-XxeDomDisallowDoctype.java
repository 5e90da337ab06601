package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;

@WebServlet(value = "/xxe-xxedomdisallowdoctype")
public class XxeDomDisallowDoctype extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        try {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            dbf.setXIncludeAware(false);
            Document doc = dbf.newDocumentBuilder().parse(request.getInputStream());
            String name = doc.getDocumentElement().getAttribute("name");
            response.getWriter().println(org.owasp.esapi.ESAPI.encoder().encodeForHTML(name));
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
