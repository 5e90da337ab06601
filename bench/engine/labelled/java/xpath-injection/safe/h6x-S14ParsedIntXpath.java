package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPathFactory;
import org.xml.sax.InputSource;

@WebServlet(value = "/xpath-injection-s14parsedintxpath")
public class S14ParsedIntXpath extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        int id = Integer.parseInt(request.getParameter("id"));
        try {
            String r = XPathFactory.newInstance().newXPath().evaluate("/users/user[@id=" + id + "]/name", new InputSource("/srv/users.xml"));
            response.getWriter().println(org.owasp.esapi.ESAPI.encoder().encodeForHTML(r));
        } catch (javax.xml.xpath.XPathExpressionException e) { throw new ServletException(e); }
    }
}
