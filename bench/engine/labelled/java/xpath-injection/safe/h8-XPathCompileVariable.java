package org.bench.h8.xpath;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.namespace.QName;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class XPathCompileVariable extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        final String param = request.getParameter("employee") == null ? "" : request.getParameter("employee");

        try {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Document doc = dbf.newDocumentBuilder().parse(getServletContext().getResourceAsStream("/WEB-INF/employees.xml"));

            XPath xp = XPathFactory.newInstance().newXPath();
            xp.setXPathVariableResolver((QName name) -> "id".equals(name.getLocalPart()) ? param : null);
            XPathExpression expr = xp.compile("/Employees/Employee[@emplid=$id]/salary");
            String salary = expr.evaluate(doc);
            response.getWriter().println(salary.isEmpty() ? "none" : "ok");
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
