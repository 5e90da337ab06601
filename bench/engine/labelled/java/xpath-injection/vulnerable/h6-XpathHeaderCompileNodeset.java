package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

@WebServlet(value = "/xpath-injection-xpathheadercompilenodeset")
public class XpathHeaderCompileNodeset extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        java.util.Enumeration<String> headers = request.getHeaders("X-Dept");
        if (headers != null && headers.hasMoreElements()) param = headers.nextElement();
        param = java.net.URLDecoder.decode(param, "UTF-8");
        java.util.HashMap<String, Object> map = new java.util.HashMap<String, Object>();
        map.put("keyA", "a_Value");
        map.put("keyB", param);
        String bar = (String) map.get("keyB");
        try {
            XPath xp = XPathFactory.newInstance().newXPath();
            XPathExpression expr = xp.compile("//Employee[department='" + bar + "']/name/text()");
            NodeList nodes = (NodeList) expr.evaluate(employees(), XPathConstants.NODESET);
            for (int i = 0; i < nodes.getLength(); i++) {
                response.getWriter().println(org.owasp.esapi.ESAPI.encoder().encodeForHTML(nodes.item(i).getNodeValue()));
            }
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
