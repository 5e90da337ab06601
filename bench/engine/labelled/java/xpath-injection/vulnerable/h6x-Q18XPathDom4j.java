package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.dom4j.Document;
import org.dom4j.io.SAXReader;

@WebServlet(value = "/xpath-injection-q18xpathdom4j")
public class Q18XPathDom4j extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String n = request.getParameter("n");
        try {
            Document doc = new SAXReader().read(new java.io.File("/srv/users.xml"));
            response.getWriter().println(doc.selectNodes("//user[name='" + n + "']").size());
        } catch (Exception e) { throw new ServletException(e); }
    }
}
