package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.namespace.QName;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

@WebServlet(value = "/xpath-injection-xpathvariableresolver")
public class XpathVariableResolver extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        final String param = request.getParameter("emplid") == null ? "" : request.getParameter("emplid");
        try {
            XPath xp = XPathFactory.newInstance().newXPath();
            xp.setXPathVariableResolver(new javax.xml.xpath.XPathVariableResolver() {
                @Override
                public Object resolveVariable(QName name) {
                    return "id".equals(name.getLocalPart()) ? param : null;
                }
            });
            String result = xp.evaluate("/Employees/Employee[@emplid=$id]", employees());
            response.getWriter().println(org.owasp.esapi.ESAPI.encoder().encodeForHTML(result));
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }

    private static Document employees() throws ServletException {
        try {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            DocumentBuilder builder = dbf.newDocumentBuilder();
            return builder.parse(new java.io.File("/var/app/data/employees.xml"));
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
